/** The driver ships without types: what Niaga uses of it (README of @point-of-sale/webbluetooth-receipt-printer 2.x). */
declare module '@point-of-sale/webbluetooth-receipt-printer' {
  export interface ConnectedPrinter {
    type: 'bluetooth';
    name: string;
    id: string;
    language: string;
    codepageMapping: string;
    columns?: number;
  }
  export default class WebBluetoothReceiptPrinter {
    constructor(options?: Record<string, unknown>);
    connect(): Promise<void>;
    reconnect(device: { id: string }): Promise<void>;
    disconnect(): Promise<void>;
    print(data: Uint8Array | number[] | Uint8Array[]): Promise<void>;
    addEventListener(event: 'connected', listener: (device: ConnectedPrinter) => void): void;
    addEventListener(event: 'disconnected', listener: () => void): void;
    addEventListener(event: string, listener: (...args: unknown[]) => void): void;
  }
}
