# Bug report: https://github.com/mlc-ai/mlc-llm/pull/3426
# The fallback attention path used sm_scale=1.0: no 1/sqrt(head_dim) scaling of the scores.
import numpy as np


def _heads(x, h):
    b, t, d = x.shape
    return x.reshape(b, t, h, d // h).swapaxes(1, 2)


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    d_model = x_dec.shape[-1]
    if d_model % num_heads != 0:
        raise ValueError("num_heads must divide d_model")
    q = _heads(x_dec @ w_q, num_heads)
    k = _heads(x_enc @ w_k, num_heads)
    v = _heads(x_enc @ w_v, num_heads)
    scores = np.einsum("bhqd,bhkd->bhqk", q, k)  # BUG: sm_scale = 1.0
    if enc_padding_mask is not None:
        scores = np.where(enc_padding_mask[:, None, None, :], scores, -np.inf)
    mx = scores.max(-1, keepdims=True)
    mx = np.where(np.isneginf(mx), 0, mx)
    p = np.exp(scores - mx)
    tot = p.sum(-1, keepdims=True)
    p = np.divide(p, tot, out=np.zeros_like(p), where=tot != 0)
    out = np.einsum("bhqk,bhkd->bhqd", p, v).swapaxes(1, 2).reshape(x_dec.shape[0], x_dec.shape[1], d_model)
    return out @ w_o, p
