import type { QrSymbol } from '~/lib/qr-path';
import { m } from '~/paraglide/messages';

/**
 * A ticket's QR symbol as the server drew it: dark on white whatever the colour mode
 * (scanners want that contrast), crisp module edges, 13 rem wide so a phone held up at
 * the door shows it big enough to read.
 */
export function TicketQr({ symbol, code }: { symbol: QrSymbol; code: string }) {
  return (
    <svg
      role="img"
      aria-label={m.ticket_qr_label({ code })}
      viewBox={`0 0 ${symbol.side} ${symbol.side}`}
      shapeRendering="crispEdges"
      className="size-52 shrink-0 rounded-sm"
      data-testid="ticket-qr"
    >
      <rect width={symbol.side} height={symbol.side} fill="#fff" />
      <path d={symbol.path} fill="#000" />
    </svg>
  );
}
