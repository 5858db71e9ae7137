// Text as a member wrote it, shown as text (React escapes it; no HTML is ever interpreted), with
// http(s) links made clickable: opened in a new tab without the opener or a referrer. It keeps its
// own direction (<bdi>): an English comment in the Arabic app keeps its full stop at its end.
const URL_PATTERN = /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'])/g;

export function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <bdi>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <a key={index} href={part} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </bdi>
  );
}
