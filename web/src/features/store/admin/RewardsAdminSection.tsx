// Admin > Rewards: the catalogue with what is left and redeemed; add a reward, edit one (with the
// version read, so two admins cannot overwrite each other) and retire one (codes already redeemed
// stay valid). Admin changes are made online: the answer (or the field refused) shows at once.
import { REGIONS } from '@fitchoice/shared';
import { type AdminReward, REWARD_CATEGORIES, type RewardInput } from '@fitchoice/shared/api';
import { storeAdminCreate } from '@fitchoice/shared/api/field-limits';
import * as routes from '@fitchoice/shared/api/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiCall, apiQueryKey, isApiError } from '../../../api/client';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/form/Field';
import { FormRefusal } from '../../../ui/form/FormRefusal';
import { SelectField } from '../../../ui/form/SelectField';
import { TextAreaField } from '../../../ui/form/TextAreaField';
import { useErrorFocus } from '../../../ui/form/use-error-focus';
import { QueryList } from '../../../ui/QueryList';
import { useRegionName } from '../../settings/RegionLanguageSelects';
import { REWARD_LIMITS, type RewardField, rewardAdminProblemOf } from './refusals';
import '../../gyms/gyms.css';
import '../store.css';
// The members' catalogue for the category names.
import '../messages';
import './messages';
import { formatCoins } from '../../../i18n/formats';

const listKey = apiQueryKey(routes.storeAdminList, {});
const LIMITS = storeAdminCreate;

interface Draft {
  title: string;
  description: string;
  category: RewardInput['category'];
  priceCoins: string;
  stock: string;
  perMemberLimit: string;
  codeValidDays: string;
  gymId: string;
  regions: RewardInput['regions'];
}

const EMPTY: Draft = {
  title: '',
  description: '',
  category: 'merch',
  priceCoins: '',
  stock: '',
  perMemberLimit: '1',
  codeValidDays: '30',
  gymId: '',
  regions: [],
};

function draftOf(reward: AdminReward): Draft {
  return {
    title: reward.title,
    description: reward.description,
    category: reward.category,
    priceCoins: reward.priceSweatCoins,
    stock: reward.stockLeft === null ? '' : String(reward.stockLeft),
    perMemberLimit: String(reward.perMemberLimit),
    codeValidDays: String(reward.codeValidDays),
    gymId: reward.gymId ?? '',
    regions: reward.regions,
  };
}

/** The body the API takes; numbers the server checks (a bad one comes back naming its field). */
function inputOf(draft: Draft): RewardInput {
  return {
    title: draft.title,
    description: draft.description,
    category: draft.category,
    priceCoins: draft.priceCoins.trim(),
    stock: draft.stock.trim() === '' ? null : Number(draft.stock),
    perMemberLimit: Number(draft.perMemberLimit),
    codeValidDays: Number(draft.codeValidDays),
    gymId: draft.gymId.trim() === '' ? null : draft.gymId.trim(),
    regions: draft.regions,
  };
}

function RewardForm({ reward, onDone }: { reward: AdminReward | null; onDone: () => void }) {
  const intl = useIntl();
  const ids = useId();
  const regionName = useRegionName();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(reward ? draftOf(reward) : EMPTY);
  const [problem, setProblem] = useState<ReturnType<typeof rewardAdminProblemOf> | null>(null);
  const { ref, focusFirstError } = useErrorFocus();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const save = useMutation({
    mutationFn: () =>
      reward
        ? apiCall(routes.storeAdminUpdate, { params: { id: reward.id }, body: { ...inputOf(draft), version: reward.version } })
        : apiCall(routes.storeAdminCreate, { body: inputOf(draft) }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: listKey });
      onDone();
    },
    onError: async (error) => {
      // Edited or retired meanwhile: the list is read again, so the next edit starts from what is there.
      if (isApiError(error, 409)) await queryClient.invalidateQueries({ queryKey: listKey });
      setProblem(rewardAdminProblemOf(error));
      focusFirstError();
    },
  });
  const errorOf = (field: RewardField) =>
    problem?.field === field ? intl.formatMessage({ id: problem.messageId }, REWARD_LIMITS) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    save.mutate();
  };
  const text = (
    field: 'title' | 'priceCoins' | 'stock' | 'perMemberLimit' | 'codeValidDays' | 'gymId',
    labelId: string,
    hintId?: string,
  ) => (
    <Field
      label={intl.formatMessage({ id: labelId })}
      hint={hintId ? intl.formatMessage({ id: hintId }) : undefined}
      value={draft[field]}
      onChange={(e) => set(field, e.target.value)}
      error={errorOf(field)}
      inputMode={field === 'title' || field === 'gymId' ? undefined : 'decimal'}
      {...(field === 'title' ? LIMITS.title : {})}
    />
  );
  return (
    <form ref={ref} className="card form" onSubmit={submit} noValidate aria-labelledby={`${ids}title`}>
      <h3 className="card__title" id={`${ids}title`}>
        {reward ? <FormattedMessage id="store.admin.edit" values={{ title: reward.title }} /> : <FormattedMessage id="store.admin.new" />}
      </h3>
      {text('title', 'store.admin.field.title')}
      <TextAreaField
        label={intl.formatMessage({ id: 'store.admin.field.description' })}
        rows={3}
        value={draft.description}
        onChange={(e) => set('description', e.target.value)}
        error={errorOf('description')}
        {...LIMITS.description}
      />
      <SelectField
        label={intl.formatMessage({ id: 'store.admin.field.category' })}
        value={draft.category}
        onChange={(e) => set('category', e.target.value as Draft['category'])}
      >
        {REWARD_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {intl.formatMessage({ id: `store.category.${category}` as 'store.category.merch' })}
          </option>
        ))}
      </SelectField>
      {text('priceCoins', 'store.admin.field.price')}
      {text('stock', 'store.admin.field.stock', 'store.admin.field.stockHint')}
      {text('perMemberLimit', 'store.admin.field.limit')}
      {text('codeValidDays', 'store.admin.field.validity')}
      {text('gymId', 'store.admin.field.gym', 'store.admin.field.gymHint')}
      <fieldset className="region-choices">
        <legend className="field__label">
          <FormattedMessage id="store.admin.field.regions" />
        </legend>
        {REGIONS.map((region) => (
          <label key={region.code} className="choice">
            <input
              type="checkbox"
              checked={draft.regions.includes(region.code)}
              onChange={(e) =>
                set('regions', e.target.checked ? [...draft.regions, region.code] : draft.regions.filter((code) => code !== region.code))
              }
            />
            {regionName(region.code, region.name)}
          </label>
        ))}
        {errorOf('regions') ? <p className="field__error">{errorOf('regions')}</p> : null}
      </fieldset>
      <FormRefusal messageId={problem?.field === null ? problem.messageId : null} />
      <div className="booking__actions">
        <Button type="submit" busy={save.isPending}>
          <FormattedMessage id={reward ? 'store.admin.save' : 'store.admin.create'} />
        </Button>
        <Button variant="secondary" onClick={onDone}>
          <FormattedMessage id="store.admin.cancel" />
        </Button>
      </div>
    </form>
  );
}

function RewardRow({ reward, onEdit }: { reward: AdminReward; onEdit: () => void }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const retire = useMutation({
    mutationFn: () => apiCall(routes.storeAdminRetire, { params: { id: reward.id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
  const active = reward.status === 'active';
  return (
    <li className="card redemption" data-testid="admin-reward">
      <div className="redemption__head">
        <h3 className="card__title">
          <bdi>{reward.title}</bdi>
        </h3>
        <span className={`badge badge--${active ? 'open' : 'closed'}`}>
          <FormattedMessage id={active ? 'store.admin.active' : 'store.admin.retired'} />
        </span>
      </div>
      <p className="field__hint">
        <FormattedMessage id="store.price" values={{ coins: formatCoins(intl, reward.priceSweatCoins) }} />
        {' · '}
        {reward.stockLeft === null ? (
          <FormattedMessage id="store.stock.unlimited" />
        ) : (
          <FormattedMessage id="store.stock.left" values={{ count: reward.stockLeft }} />
        )}
        {' · '}
        <FormattedMessage id="store.admin.redeemed" values={{ count: reward.redeemed }} />
        {' · '}
        {reward.regions.join(', ')}
      </p>
      {active ? (
        <div className="booking__actions">
          <Button variant="secondary" onClick={onEdit} aria-label={intl.formatMessage({ id: 'store.admin.edit' }, { title: reward.title })}>
            <FormattedMessage id="store.admin.editButton" />
          </Button>
          <Button variant="danger" busy={retire.isPending} onClick={() => retire.mutate()}>
            <FormattedMessage id="store.admin.retire" />
          </Button>
        </div>
      ) : null}
      <FormRefusal messageId={retire.error ? rewardAdminProblemOf(retire.error).messageId : null} />
    </li>
  );
}

export default function RewardsAdminSection() {
  const intl = useIntl();
  const list = useQuery({ queryKey: listKey, queryFn: () => apiCall(routes.storeAdminList, {}) });
  const [editing, setEditing] = useState<AdminReward | 'new' | null>(null);
  return (
    <div className="admin-rewards">
      <p className="page__intro">
        <FormattedMessage id="store.admin.intro" />
      </p>
      {editing ? (
        <RewardForm
          key={editing === 'new' ? 'new' : editing.id}
          reward={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <Button onClick={() => setEditing('new')}>
          <FormattedMessage id="store.admin.new" />
        </Button>
      )}
      <QueryList
        query={list}
        rows={list.data?.rewards ?? []}
        emptyId="store.admin.none"
        errorId="store.admin.error.load"
        loadingLabel={intl.formatMessage({ id: 'store.rewards.loading' })}
      >
        {(rewards) => (
          <ul className="redemption-list">
            {rewards.map((reward) => (
              <RewardRow key={reward.id} reward={reward} onEdit={() => setEditing(reward)} />
            ))}
          </ul>
        )}
      </QueryList>
    </div>
  );
}
