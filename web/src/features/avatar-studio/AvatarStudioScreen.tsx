// /avatar-studio: build an avatar from layered parts with a live preview. Locked parts say how they
// unlock (a badge, a level, or SweatCoins spent here); saving and buying go through the outbox, so
// a change made offline is kept and sent once.
import {
  AVATAR_LAYERS,
  type AvatarConfig,
  type AvatarLayer,
  type AvatarPart,
  avatarPartKey,
  avatarPartsOf,
  DEFAULT_AVATAR,
  formatCoinCents,
  isAvatarPartUnlocked,
} from '@fitchoice/shared';
import type { ResponseOf } from '@fitchoice/shared/api/contract';
import * as routes from '@fitchoice/shared/api/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiQueryKey } from '../../api/client';
import { enqueueCall } from '../../api/enqueue-call';
import { useAuth } from '../../app/auth';
import { answerShownHere } from '../../outbox/answer';
import { Avatar } from '../../ui/Avatar';
import { avatarQueryKey } from '../../ui/avatar/avatar-loader';
import { Button } from '../../ui/Button';
import { LockIcon } from '../../ui/icons';
import { Page } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { coinsSpent, useCoinBalance } from '../wallet/coin-balance';
import { PendingCoins } from '../wallet/PendingCoins';
import './avatar-studio.css';
import './messages';
import { formatCoins } from '../../i18n/formats';
import { avatarRefusalId } from './refusals';

type AvatarAnswer = ResponseOf<'avatar.get'>;
const AVATAR_KEY = apiQueryKey(routes.avatarGet);

type Notice = { id: string; values?: Record<string, string> } | null;

export function AvatarStudioScreen() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const answer = useQuery<AvatarAnswer>({ queryKey: AVATAR_KEY, staleTime: 0 });
  // The balance every screen shows (the header's): the server's last one with what is still to be sent.
  const balance = useCoinBalance(user && !user.isGuest ? user : null);
  const [draft, setDraft] = useState<AvatarConfig | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  if (answer.isPending) return <Spinner />;
  if (answer.isError || !answer.data) {
    return (
      <Page titleId="avatarStudio.title">
        <p className="notice">
          <FormattedMessage id="avatarStudio.offline" />
        </p>
        <Button onClick={() => void answer.refetch()}>
          <FormattedMessage id="avatarStudio.retry" />
        </Button>
      </Page>
    );
  }
  const { unlocks } = answer.data;
  const saved = (answer.data.avatar as AvatarConfig | null) ?? DEFAULT_AVATAR;
  const current = draft ?? saved;
  const partName = (part: Pick<AvatarPart, 'layer' | 'id'>) => intl.formatMessage({ id: `avatarStudio.part.${part.layer}-${part.id}` });
  const unlocked = (part: AvatarPart) => isAvatarPartUnlocked(part, unlocks);

  const choose = (layer: AvatarLayer, id: string) => {
    setDraft({ ...current, [layer]: id });
    setNotice(null);
  };

  const surprise = () => {
    const random = Object.fromEntries(
      AVATAR_LAYERS.map((layer) => {
        const open = avatarPartsOf(layer).filter(unlocked);
        return [layer, open[Math.floor(Math.random() * open.length)]!.id];
      }),
    ) as AvatarConfig;
    setDraft(random);
    setNotice(null);
  };

  const save = async () => {
    setBusy(true);
    try {
      const entry = await enqueueCall(routes.avatarSave, { body: current });
      const result = await answerShownHere(entry);
      if (!result) setNotice({ id: 'avatarStudio.pending' });
      else if (result.state === 'done') {
        queryClient.setQueryData(AVATAR_KEY, result.response);
        if (user) queryClient.setQueryData(avatarQueryKey(user.id), current);
        setDraft(null);
        setNotice({ id: 'avatarStudio.saved' });
      } else setNotice({ id: 'avatarStudio.failed', values: { reason: intl.formatMessage({ id: avatarRefusalId(result) }) } });
    } finally {
      setBusy(false);
    }
  };

  const buy = async (part: AvatarPart) => {
    setBusy(true);
    try {
      // Its price is in every balance shown (pending) from the moment it is saved.
      const price = part.unlock?.kind === 'coins' ? { coins: coinsSpent(formatCoinCents(BigInt(part.unlock.priceCents))) } : {};
      const entry = await enqueueCall(routes.avatarBuy, { body: { layer: part.layer, partId: part.id } }, price);
      const result = await answerShownHere(entry);
      if (!result) setNotice({ id: 'avatarStudio.buyPending' });
      else if (result.state === 'done') {
        queryClient.setQueryData(AVATAR_KEY, result.response);
        setNotice({ id: 'avatarStudio.bought', values: { part: partName(part) } });
      } else setNotice({ id: 'avatarStudio.failed', values: { reason: intl.formatMessage({ id: avatarRefusalId(result) }) } });
    } finally {
      setBusy(false);
    }
  };

  const lockHint = (part: AvatarPart) => {
    const unlock = part.unlock!;
    if (unlock.kind === 'level') return intl.formatMessage({ id: 'avatarStudio.unlock.level' }, { level: unlock.level });
    if (unlock.kind === 'badge') return intl.formatMessage({ id: `avatarStudio.unlock.badge.${unlock.badgeId}` });
    return intl.formatMessage(
      { id: 'avatarStudio.unlock.coins' },
      { price: formatCoins(intl, formatCoinCents(BigInt(unlock.priceCents))) },
    );
  };

  return (
    <Page titleId="avatarStudio.title" introId="avatarStudio.intro">
      <div className="studio">
        <div className="studio__preview">
          <Avatar avatar={current} name={user?.name ?? ''} size="large" label={intl.formatMessage({ id: 'avatarStudio.preview' })} />
          <p className="page__meta">
            <FormattedMessage id="avatarStudio.level" values={{ level: unlocks.level }} />
            {' · '}
            <FormattedMessage id="avatarStudio.balance" values={{ coins: formatCoins(intl, balance?.coins ?? answer.data.sweatCoins) }} />
            {balance?.pending ? (
              <>
                {' · '}
                <PendingCoins balance={balance} />
              </>
            ) : null}
          </p>
          <div className="studio__actions">
            <Button busy={busy} onClick={() => void save()}>
              <FormattedMessage id="avatarStudio.save" />
            </Button>
            <Button variant="secondary" onClick={surprise}>
              <FormattedMessage id="avatarStudio.random" />
            </Button>
            {draft ? (
              <Button variant="ghost" onClick={() => setDraft(null)}>
                <FormattedMessage id="avatarStudio.undo" />
              </Button>
            ) : null}
          </div>
          <p role="status" className="studio__notice">
            {notice ? <FormattedMessage id={notice.id} values={notice.values} /> : null}
          </p>
        </div>
        <div className="studio__layers">
          {AVATAR_LAYERS.map((layer) => (
            <fieldset key={layer} className="studio__layer">
              <legend className="section__title">
                <FormattedMessage id={`avatarStudio.layer.${layer}`} />
              </legend>
              <div className="studio__options">
                {avatarPartsOf(layer).map((part) => {
                  const open = unlocked(part);
                  const hintId = `hint-${layer}-${part.id}`;
                  return (
                    <div key={part.id} className={open ? 'studio__option' : 'studio__option studio__option--locked'}>
                      <label>
                        <input
                          type="radio"
                          name={layer}
                          value={part.id}
                          checked={current[layer] === part.id}
                          disabled={!open}
                          aria-describedby={open ? undefined : hintId}
                          onChange={() => choose(layer, part.id)}
                        />
                        {part.color ? <span className="studio__swatch" style={{ background: part.color }} aria-hidden="true" /> : null}
                        <span>{partName(part)}</span>
                      </label>
                      {open ? null : (
                        <span id={hintId} className="studio__hint">
                          <LockIcon />
                          <span className="visually-hidden">
                            <FormattedMessage id="avatarStudio.locked" />{' '}
                          </span>
                          {lockHint(part)}
                        </span>
                      )}
                      {!open && part.unlock?.kind === 'coins' && !unlocks.owned.includes(avatarPartKey(part)) ? (
                        <Button variant="secondary" busy={busy} onClick={() => void buy(part)}>
                          <FormattedMessage
                            id="avatarStudio.buy"
                            values={{ part: partName(part), price: formatCoins(intl, formatCoinCents(BigInt(part.unlock.priceCents))) }}
                          />
                        </Button>
                      ) : null}
                    </div>
                  );
                })}
              </div>
            </fieldset>
          ))}
        </div>
      </div>
    </Page>
  );
}
