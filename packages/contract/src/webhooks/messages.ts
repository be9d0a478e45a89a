/** Messages of webhooks: endpoints, their addresses, the delivery log. */
export const webhookMessages = {
  webhook_url_invalid: {
    cn: '请输入完整的 https 地址（不含用户名和密码）',
    en: 'Enter a full https URL (without a user name or password)',
  },
  webhook_url_not_https: { cn: '回调地址必须使用 https', en: 'The URL must use https' },
  webhook_url_forbidden: {
    cn: '不能回调到本机、内网或保留地址（{address}）',
    en: 'The URL may not lead to a loopback, private or reserved address ({address})',
  },
  webhook_url_unresolvable: {
    cn: '无法解析回调地址的域名',
    en: 'The URL’s host name does not resolve',
  },
  webhook_event_invalid: { cn: '不支持的事件类型', en: 'Unknown event type' },
  webhook_events_required: { cn: '请至少选择一种事件', en: 'Choose at least one event' },
  webhook_nothing_to_update: { cn: '请填写要修改的内容', en: 'Give something to change' },
  webhook_endpoint_limit: {
    cn: '最多可添加 {max} 个回调地址',
    en: 'At most {max} webhook endpoints',
  },
  mail_webhook_disabled_subject: {
    cn: 'Webhook 回调地址已停用',
    en: 'A webhook endpoint was disabled',
  },
  mail_webhook_disabled_body: {
    cn: '{merchant} 的 Webhook 回调地址 {url} 连续 3 天投递失败，已被停用。请检查接收服务后，在“账户设置 - Webhooks”中重新启用，并可重发失败的事件。',
    en: 'Every delivery to the webhook endpoint {url} of {merchant} failed for 3 days, so it was disabled. Check the receiver, then enable it again under Account settings - Webhooks, where failed events can be sent again.',
  },
} as const;
