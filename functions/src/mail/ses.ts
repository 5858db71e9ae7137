// Mail through Amazon SES (v2): the sender and configuration set come from the CDK stack
// (MAIL_FROM, MAIL_CONFIGURATION_SET); the function's role may send only as that identity.
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { tracer } from '../trace';
import type { MailMessage } from './mailer';

const client = tracer.captureAWSv3Client(new SESv2Client({}));

export async function sendWithSes(message: MailMessage, from: string, configurationSet: string | null): Promise<void> {
  await client.send(
    new SendEmailCommand({
      FromEmailAddress: from,
      Destination: { ToAddresses: [message.to] },
      Content: {
        Simple: {
          Subject: { Data: message.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: message.text, Charset: 'UTF-8' }, Html: { Data: message.html, Charset: 'UTF-8' } },
        },
      },
      EmailTags: [{ Name: 'kind', Value: message.kind }],
      ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
    }),
  );
}
