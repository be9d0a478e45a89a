/** Guided prompts of a precondition (HTTP 428) answer, cn. `en.ts` has the same shape. */
export const gatesCn = {
  gate: {
    later: '稍后',
    authenticator_required: {
      title: '请先绑定谷歌验证器',
      body: '为保障资金安全，此操作需要先绑定谷歌验证器。绑定只需一分钟。',
      action: '去绑定',
    },
    payment_password_required: {
      title: '请先设置支付密码',
      body: '此操作需要输入 6 位数字支付密码，请先设置。',
      action: '去设置',
    },
    kyb_required: {
      title: '请先完成 KYB 认证',
      body: '此操作需要先完成 KYB 企业认证，审核通过后即可使用。',
      action: '去认证',
    },
  },
};
