// Bench members confirm their email as a member does, with the link mailed at sign-up (read from
// the local runtime's mail catcher): redeeming and posting for others to see need it.
export async function confirmEmail(base: string, origin: string, email: string): Promise<void> {
  const caught = (await (await fetch(`${base}/__mail/messages.json?to=${encodeURIComponent(email)}`)).json()) as {
    messages: { kind: string; text: string }[];
  };
  const mail = caught.messages.find((message) => message.kind === 'verify-email');
  const token = mail && /[?&]token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  if (!token) throw new Error(`No confirmation mail for ${email}`);
  const opened = await fetch(`${base}/api/account/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ token }),
  });
  if (!opened.ok) throw new Error(`Confirming ${email}: ${opened.status} ${await opened.text()}`);
}
