'use client';
// The chat widget (SPEC.md section 1): its script is added only on screens wider than 640 px and only when a script
// URL is configured (CHAT_WIDGET_URL); otherwise nothing is loaded at all.
import { useEffect } from 'react';
import { createPageScript } from '@/lib/page-nonce';

export const CHAT_MIN_WIDTH_QUERY = '(min-width: 641px)';

export function ChatWidget({ scriptUrl }: { scriptUrl?: string }) {
  useEffect(() => {
    if (!scriptUrl) return;
    const wide = window.matchMedia(CHAT_MIN_WIDTH_QUERY);
    const load = () => {
      if (!wide.matches || document.querySelector('script[data-chat-widget]')) return;
      const script = createPageScript(scriptUrl);
      script.dataset.chatWidget = '';
      document.body.append(script);
    };
    load();
    // A phone turned to landscape, or a window made wider, gets the chat then.
    wide.addEventListener('change', load);
    return () => wide.removeEventListener('change', load);
  }, [scriptUrl]);
  return null;
}
