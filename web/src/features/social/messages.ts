// The English copy of the social feed (and its admin moderation section). It loads with the screens that show it:
// importing this module registers it (i18n/messages/registry.ts), and each file that shows one of
// these strings imports it. Its copy in the language being shown (messages.<code>.ts) starts
// loading as it registers, and the screen's route waits for it (withStrings in i18n/messages), so
// the screen never shows English or ids first.
import { registerMessages } from '../../i18n/messages/registry';

export const socialMessages = registerMessages(
  {
    'social.title': 'Social',
    'social.intro': 'Posts, kudos and comments from you and your friends.',
    'social.compose.title': 'Write a post',
    'social.compose.label': 'What did you train today?',
    'social.compose.visibility': 'Who can see it',
    'social.visibility.public': 'Everyone',
    'social.visibility.friends': 'Friends',
    'social.visibility.private': 'Only me',
    'social.compose.count': '{length} / {max}',
    'social.compose.submit': 'Post',
    'social.photo.add': 'Add a photo',
    'social.photo.hint': 'Take one with the camera or pick one from your photos.',
    'social.photo.alt': 'Describe the photo (optional)',
    'social.photo.altPlaceholder': 'For members who use a screen reader',
    'social.photo.remove': 'Remove photo',
    'social.photo.preview': 'The photo you are adding',
    'social.photo.altDefault': 'Photo by {name}',
    'social.photo.unreadable': "This file isn't a picture the app can read. Try a JPEG, PNG or WebP photo.",
    'social.photo.needsConnection':
      "Photos need a connection. Your post is kept here: post it when you're back online, or remove the photo to send the text now.",
    'social.photo.failed': "The photo couldn't be uploaded. Your post is kept here: try again.",
    'social.photo.preparing': 'Preparing the photo…',
    'social.offline': "You're offline: this is the feed as it was last loaded. What you write is sent when you're back.",
    'social.feed.label': 'Feed',
    'social.feed.more': 'Show older posts',
    'social.empty.title': 'Your feed is quiet',
    'social.empty.body': 'Add friends or find a workout partner, and their posts will appear here. Or write the first one.',
    'social.empty.friends': 'Find friends',
    'social.empty.fitMatch': 'Find a workout partner',
    'social.auto.checkin': 'Checked in at {gym}',
    'social.auto.challenge': 'Completed a weekly challenge at {gym}',
    'social.guest.title': 'For members',
    'social.guest.body': 'Friends, the feed, chat and fit match need an account, so the people you meet know who you are.',
    'social.guest.signUp': 'Create an account',
    'social.kudos': '{count, plural, one {# kudos} other {# kudos}}',
    'social.comments.toggle': '{count, plural, =0 {Comment} one {# comment} other {# comments}}',
    'social.comments.label': 'Comments',
    'social.comments.write': 'Write a comment',
    'social.comments.placeholder': 'Say something nice',
    'social.comments.send': 'Send',
    'social.state.sending': 'Sending…',
    'social.state.failed': 'Not sent',
    'social.refused.duplicate': 'This was sent once already. Discard this copy.',
    'social.refused.photoTaken': 'That photo is already in another post. Discard this one and add the photo again.',
    'social.refused.postGone': 'That post no longer exists. Discard this.',
    'social.post.delete': 'Delete',
    'social.post.confirmDelete': 'Delete this post?',
    'social.report.open': 'Report',
    'social.report.reason': 'Why are you reporting this?',
    'social.report.submit': 'Send report',
    'social.report.cancel': 'Cancel',
    'social.report.sent': 'Thanks: the moderators will look at it.',
    'social.report.close': 'Close',
    'social.reason.spam': 'Spam',
    'social.reason.offensive': 'Offensive',
    'social.reason.off-topic': 'Off topic',
    'social.reason.fake': 'Fake',
    'social.reason.other': 'Something else',
    'social.push.title': 'Get notified',
    'social.push.body': 'Turn on notifications for new messages, friend requests, matches and booking reminders. Choose which in Friends.',
    'social.push.enable': 'Turn on',
    'social.push.later': 'Not now',
    'social.admin.title': 'Moderation',
    'social.admin.show': 'Show',
    'social.admin.state.open': 'Waiting for a decision',
    'social.admin.state.hidden': 'Hidden',
    'social.admin.state.dismissed': 'Dismissed',
    'social.admin.empty': 'Nothing reported here.',
    'social.admin.kind.post': 'Post by {name}',
    'social.admin.kind.comment': 'Comment by {name}',
    'social.admin.reports': '{count, plural, one {# report} other {# reports}}: {reasons}',
    'social.admin.hide': 'Hide for everyone',
    'social.admin.dismiss': 'Dismiss reports',
  },
  // Its copies beside it (messages.<code>.ts), each loaded in its own chunk when that language is shown.
  import.meta.glob('./messages.*.ts'),
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    social: typeof socialMessages;
  }
}
