// The English copy of the rewards admin section (RewardsAdminSection.tsx, its refusals and the
// admin panel's section label): a catalogue of its own, so the members' store does not load the
// admin's words. It registers as it is imported (i18n/messages/registry.ts); its copies beside it
// load when their language is shown.
import { registerMessages } from '../../../i18n/messages/registry';

export const storeAdminMessages = registerMessages(
  {
    'store.admin.intro': 'The rewards catalogue: what members can spend SweatCoins on, where, and how many.',
    'store.admin.new': 'New reward',
    'store.admin.edit': 'Edit {title}',
    'store.admin.editButton': 'Edit',
    'store.admin.retire': 'Retire',
    'store.admin.retired': 'Retired',
    'store.admin.active': 'Active',
    'store.admin.redeemed': '{count} redeemed',
    'store.admin.field.title': 'Title',
    'store.admin.field.description': 'Description',
    'store.admin.field.category': 'Kind',
    'store.admin.field.price': 'Price (SweatCoins)',
    'store.admin.field.stock': 'Stock left',
    'store.admin.field.stockHint': 'Leave empty for unlimited.',
    'store.admin.field.limit': 'Limit per member',
    'store.admin.field.validity': 'Code valid for (days)',
    'store.admin.field.gym': 'Partner gym id',
    'store.admin.field.gymHint': 'Only this gym’s staff can mark its codes used. Leave empty for any partner gym.',
    'store.admin.field.regions': 'Regions where it is offered',
    'store.admin.save': 'Save',
    'store.admin.create': 'Add reward',
    'store.admin.cancel': 'Cancel',
    'store.admin.error.load': 'The rewards could not be loaded.',
    'store.admin.none': 'No rewards yet: add the first.',
    'store.admin.error.changed': 'Someone else changed this reward meanwhile: it has been reloaded, edit it again.',
    'store.admin.invalid.title': 'Write a title of 3 to 80 characters.',
    'store.admin.invalid.description': 'Write a description of 10 to 400 characters.',
    'store.admin.invalid.price': 'Enter a price above 0 SweatCoins, with at most 2 decimals, such as 250 or 12.50.',
    'store.admin.invalid.stock': 'Enter a whole number from 0 to 1,000,000, or leave it empty for unlimited.',
    'store.admin.invalid.limit': 'Enter a whole number from 1 to {maxLimit}.',
    'store.admin.invalid.validity': 'Enter a whole number of days from 1 to {maxDays}.',
    'store.admin.invalid.gym': 'No partner gym has this id: check it, or leave it empty for any partner gym.',
    'store.admin.invalid.regions': 'Choose at least one region.',
    'store.admin.invalid.other': 'A value was not accepted; check the form.',
    'store.admin.error.retired': 'This reward was retired meanwhile, so it can no longer be changed.',
    'store.admin.error.notFound': 'This reward no longer exists.',
    'store.admin.error.forbidden': 'Your session ended or your account is no longer an admin. Sign in again.',
    'store.admin.error.other': 'The server could not do it right now. Nothing changed; try again in a moment.',
    'store.admin.error.offline': 'This did not go through: nothing changed. Check the connection and try again.',
  },
  // Its copies beside it (messages.<code>.ts), each loaded in its own chunk when that language is shown.
  import.meta.glob('./messages.*.ts'),
);

declare module '../../../i18n/messages' {
  interface FeatureCatalogues {
    storeAdmin: typeof storeAdminMessages;
  }
}
