/**
 * An email address as text, for a link or a line: it may wrap only after its '@', never inside a
 * word ('principal.officer@' / 'meridianwealth.example'), where a narrow column would otherwise
 * break it anywhere. The address itself is unchanged: copying it gives it whole.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf('@') + 1;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}
