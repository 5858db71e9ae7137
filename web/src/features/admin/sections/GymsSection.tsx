// Admin > Gyms: the gyms members cannot find (drafts, owners suspended, unlisted by an admin) or a
// region's listed ones, by name or city; open any gym's panel to read it (and edit its profile), and
// unlist a gym with a reason or list it again. Each change is in the audit log.

import { REGIONS, type RegionCode } from '@fitchoice/shared';
import type { AdminGym, GymListing } from '@fitchoice/shared/api';
import { adminUnlistGym } from '@fitchoice/shared/api/field-limits';
import * as routes from '@fitchoice/shared/api/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiCall, apiQueryKey } from '../../../api/client';
import type { RefusalTable } from '../../../api/field-errors';
import type { MessageId } from '../../../i18n/messages';
import { Field } from '../../../ui/form/Field';
import { SelectField } from '../../../ui/form/SelectField';
import { LinkButton } from '../../../ui/LinkButton';
import { useRegionName } from '../../settings/RegionLanguageSelects';
import { AdminTable, useSettledText } from '../admin-list';
import { refreshAdmin } from '../admin-queries';
import { ReasonForm } from '../ReasonForm';
import '../messages';
import './messages';

const LISTING_REFUSALS = {
  already_unlisted: 'admin.gyms.error.conflict',
  not_unlisted: 'admin.gyms.error.conflict',
} as const satisfies RefusalTable<'admin.unlistGym' | 'admin.relistGym'>;

const LISTING_LABEL: Record<GymListing, MessageId> = {
  listed: 'admin.gyms.listing.listed',
  draft: 'admin.gyms.listing.draft',
  owner_suspended: 'admin.gyms.listing.ownerSuspended',
  unlisted_by_admin: 'admin.gyms.listing.unlisted',
};

function Listing({ gym }: { gym: AdminGym }) {
  return (
    <span className={`status-badge status-badge--${gym.listing === 'listed' ? 'active' : 'suspended'}`}>
      <FormattedMessage id={LISTING_LABEL[gym.listing]} />
    </span>
  );
}

function Unlisting({ gym }: { gym: AdminGym }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const unlisted = gym.adminUnlisted !== null;
  const change = useMutation({
    mutationFn: (reason: string) =>
      unlisted
        ? apiCall(routes.adminRelistGym, { params: { gymId: gym.id } })
        : apiCall(routes.adminUnlistGym, { params: { gymId: gym.id }, body: { reason } }),
    onSuccess: () => refreshAdmin(queryClient),
  });
  return (
    <ReasonForm
      change={change}
      reason={
        unlisted ? null : { label: intl.formatMessage({ id: 'admin.gyms.reason' }, { name: gym.name }), limits: adminUnlistGym.reason }
      }
      refusals={LISTING_REFUSALS}
      submit={<FormattedMessage id={unlisted ? 'admin.gyms.relist' : 'admin.gyms.unlist'} values={{ name: gym.name }} />}
      variant={unlisted ? 'primary' : 'danger'}
      formLabel={intl.formatMessage({ id: 'admin.gyms.actions' }, { name: gym.name })}
    >
      {unlisted ? (
        <p className="field__hint">
          <FormattedMessage id="admin.gyms.unlistedBecause" values={{ by: gym.adminUnlisted!.by, reason: gym.adminUnlisted!.reason }} />
        </p>
      ) : null}
    </ReasonForm>
  );
}

export default function GymsSection() {
  const intl = useIntl();
  const regionName = useRegionName();
  const [shown, setShown] = useState<'unlisted' | RegionCode>('unlisted');
  const [typed, setTyped] = useState('');
  const q = useSettledText(typed);
  const query =
    shown === 'unlisted'
      ? { listing: 'unlisted' as const, ...(q ? { q } : {}) }
      : { listing: 'listed' as const, region: shown, ...(q ? { q } : {}) };
  const list = useQuery({
    queryKey: apiQueryKey(routes.adminListGyms, { query }),
    queryFn: () => apiCall(routes.adminListGyms, { query }),
  });
  const rows = list.data?.gyms ?? [];
  return (
    <>
      <search className="admin-toolbar">
        <SelectField
          label={intl.formatMessage({ id: 'admin.gyms.show' })}
          value={shown}
          onChange={(e) => setShown(e.target.value as typeof shown)}
        >
          <option value="unlisted">{intl.formatMessage({ id: 'admin.gyms.show.unlisted' })}</option>
          {REGIONS.map((region) => (
            <option key={region.code} value={region.code}>
              {intl.formatMessage({ id: 'admin.gyms.show.listedIn' }, { region: regionName(region.code, region.name) })}
            </option>
          ))}
        </SelectField>
        <Field
          label={intl.formatMessage({ id: 'admin.gyms.search' })}
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
      </search>
      <AdminTable<AdminGym>
        list={list}
        rows={rows}
        emptyId="admin.gyms.none"
        caption={intl.formatMessage({ id: 'admin.gyms.caption' })}
        columns={[
          {
            id: 'name',
            primary: true,
            header: intl.formatMessage({ id: 'admin.gyms.name' }),
            cell: (row) => (
              <LinkButton to="/fitness-center-panel" search={{ gym: row.id }} variant="ghost">
                <FormattedMessage id="admin.gyms.open" values={{ name: row.name }} />
              </LinkButton>
            ),
          },
          { id: 'city', header: intl.formatMessage({ id: 'admin.gyms.city' }), cell: (row) => `${row.city} · ${row.region}` },
          { id: 'listing', header: intl.formatMessage({ id: 'admin.gyms.listing' }), cell: (row) => <Listing gym={row} /> },
          { id: 'actions', header: intl.formatMessage({ id: 'admin.gyms.change' }), cell: (row) => <Unlisting gym={row} /> },
        ]}
      />
    </>
  );
}
