// Owns a ticket's QR code on the guest page: its secret (what the door scanner checks) drawn by the `qrcode`
// library on the server, as an SVG data address for an <img>, so the page needs no script to show it.
import QRCode from 'qrcode';

export async function ticketQrSrc(secret: string): Promise<string> {
  const svg = await QRCode.toString(secret, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
