// The settings screen's content, shown in the profile's Settings section (spec section 2 lists a
// settings screen but no /settings route, and anything unlisted is not found): theme, region,
// language, location permission, restart the tutorial, reset onboarding, clear local data.
import { type Currency, getLanguage } from '@fitchoice/shared';
import { Suspense, useEffect, useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { useAuth } from '../../app/auth';
import { readRecord } from '../../db/local-records';
import { useLocaleStore } from '../../i18n/locale-store';
import { isTranslated } from '../../i18n/messages/registry';
import { lazyWhenIdle } from '../../startup/when-idle';
import { Button } from '../../ui/Button';
import { LinkButton } from '../../ui/LinkButton';
import type { LocationPermission } from '../location/lookup';
import { useRegion, useRegionStore } from '../location/region-store';
import { resetOnboarding, restartTutorial } from '../tutorial/tutorial-store';
import { clearLocalData } from './clear-local-data';
import { LanguageSelect, RegionSelect } from './RegionLanguageSelects';
import { ThemeSwitcher } from './ThemeSwitcher';
import './settings.css';
import './messages';

function RegionSettings() {
  const region = useRegion();
  const { locale } = useIntl();
  // "US Dollar" in the member's language, from the browser's CLDR data.
  const currencyName = (currency: Currency) => new Intl.DisplayNames([locale], { type: 'currency' }).of(currency.code) ?? currency.name;
  const manual = useRegionStore((state) => state.manualRegion);
  const followLocation = useRegionStore((state) => state.followLocation);
  return (
    <section className="settings-block">
      <RegionSelect />
      <p className="settings-block__text">
        <FormattedMessage id="settings.region.hint" values={{ currency: `${currencyName(region.currency)} (${region.currency.symbol})` }} />{' '}
        <FormattedMessage id={manual ? 'settings.region.manual' : 'settings.region.automatic'} />
      </p>
      {manual ? (
        <div className="settings-block__actions">
          <Button variant="secondary" onClick={followLocation}>
            <FormattedMessage id="settings.region.follow" />
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function LanguageSettings() {
  const language = useLocaleStore((state) => state.language);
  return (
    <section className="settings-block">
      <LanguageSelect />
      {language !== 'en' && !isTranslated(language) ? (
        <p className="settings-block__text">
          <FormattedMessage id="settings.language.fallback" values={{ language: getLanguage(language).nativeName }} />
        </p>
      ) : null}
    </section>
  );
}

/** The location's code (its lookups) loads when the member asks for a new position, not with the profile. */
const refreshLocation = async () => (await import('../location/location-service')).refreshLocation();

function LocationSettings() {
  const location = useRegionStore((state) => state.location);
  const [permission, setPermission] = useState<LocationPermission | undefined>();
  useEffect(() => {
    if (location.loading) return;
    readRecord('locationPermission').then(setPermission, () => setPermission(undefined));
  }, [location.loading]);
  return (
    <section className="settings-block" aria-labelledby="settings-location">
      <h3 id="settings-location" className="settings-block__title">
        <FormattedMessage id="settings.location" />
      </h3>
      <p className="settings-block__text" data-testid="location-permission">
        <FormattedMessage
          id={
            permission === 'granted'
              ? 'settings.location.granted'
              : permission === 'denied'
                ? 'settings.location.denied'
                : 'settings.location.unknown'
          }
        />
      </p>
      {location.source && location.accuracy !== null ? (
        <p className="settings-block__text">
          <FormattedMessage
            id="settings.location.position"
            values={{
              source: <FormattedMessage id={`settings.location.source.${location.source}`} />,
              accuracy:
                location.accuracy >= 1000 ? (
                  <FormattedNumber value={location.accuracy / 1000} style="unit" unit="kilometer" maximumFractionDigits={0} />
                ) : (
                  <FormattedNumber value={location.accuracy} style="unit" unit="meter" maximumFractionDigits={0} />
                ),
            }}
          />
        </p>
      ) : null}
      <div className="settings-block__actions">
        <Button variant="secondary" busy={location.loading} onClick={() => void refreshLocation()}>
          <FormattedMessage id={location.loading ? 'settings.location.locating' : 'settings.location.use'} />
        </Button>
      </div>
    </section>
  );
}

function TourSettings() {
  const intl = useIntl();
  const [resetDone, setResetDone] = useState(false);
  return (
    <section className="settings-block" aria-labelledby="settings-tour">
      <h3 id="settings-tour" className="settings-block__title">
        <FormattedMessage id="settings.tutorial" />
      </h3>
      <p className="settings-block__text">
        <FormattedMessage id="settings.tutorial.body" />
      </p>
      <div className="settings-block__actions">
        <Button variant="secondary" onClick={() => void restartTutorial()}>
          <FormattedMessage id="settings.tutorial.restart" />
        </Button>
      </div>
      <p className="settings-block__text">
        <FormattedMessage id="settings.onboarding.reset.body" />
      </p>
      <div className="settings-block__actions">
        <Button
          variant="secondary"
          onClick={() => {
            resetOnboarding().then(
              () => setResetDone(true),
              (error: unknown) => console.warn('Could not reset onboarding', error),
            );
          }}
        >
          <FormattedMessage id="settings.onboarding.reset" />
        </Button>
      </div>
      <p className="settings-block__text" role="status">
        {resetDone ? intl.formatMessage({ id: 'settings.onboarding.reset.done' }) : null}
      </p>
    </section>
  );
}

function PasswordSettings() {
  const { user, isGuest } = useAuth();
  if (!user || isGuest) return null;
  return (
    <section className="settings-block" aria-labelledby="settings-password">
      <h3 id="settings-password" className="settings-block__title">
        <FormattedMessage id="settings.password" />
      </h3>
      <p className="settings-block__text">
        <FormattedMessage id="settings.password.body" />
      </p>
      <div className="settings-block__actions">
        <LinkButton to="/panel/change-password" variant="secondary">
          <FormattedMessage id="settings.password.change" />
        </LinkButton>
      </div>
    </section>
  );
}

function DataSettings() {
  const { logout } = useAuth();
  const [confirming, setConfirming] = useState(false);
  const [clearing, setClearing] = useState(false);
  return (
    <section className="settings-block" aria-labelledby="settings-data">
      <h3 id="settings-data" className="settings-block__title">
        <FormattedMessage id="settings.data" />
      </h3>
      <p className="settings-block__text">
        <FormattedMessage id={confirming ? 'settings.data.confirm' : 'settings.data.body'} />
      </p>
      <div className="settings-block__actions">
        {confirming ? (
          <>
            <Button
              variant="danger"
              busy={clearing}
              onClick={() => {
                setClearing(true);
                clearLocalData(logout).catch((error: unknown) => {
                  console.error('Could not clear the local data', error);
                  setClearing(false);
                });
              }}
            >
              <FormattedMessage id="settings.data.confirmYes" />
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)} disabled={clearing}>
              <FormattedMessage id="settings.data.cancel" />
            </Button>
          </>
        ) : (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            <FormattedMessage id="settings.data.clear" />
          </Button>
        )}
      </div>
    </section>
  );
}

/**
 * The account's settings (the email, the signed-in devices, deleting the account: its forms and
 * checks, ~4 KB gzipped), last on the page: their code loads once the page is idle or at the first
 * tap, so the screen above them does not wait for it and nothing below them moves when it comes.
 */
const AccountSettings = lazyWhenIdle(
  () => import('../account/AccountSettings').then((module) => module.AccountSettings),
  () => null,
);

export function SettingsPanel() {
  return (
    <div className="settings">
      <ThemeSwitcher />
      <RegionSettings />
      <LanguageSettings />
      <LocationSettings />
      <TourSettings />
      <PasswordSettings />
      <DataSettings />
      <Suspense fallback={null}>
        <AccountSettings />
      </Suspense>
    </div>
  );
}
