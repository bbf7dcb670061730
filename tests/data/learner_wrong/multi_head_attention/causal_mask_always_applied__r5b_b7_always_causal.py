# mistake: always applies a causal mask on top of the given one (GPT habit), even for cross-attention and mask=None
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    if d_model % num_heads:
        raise ValueError("d_model not divisible by num_heads")
    hd = d_model // num_heads

    def split(t):
        return t.reshape(t.shape[0], t.shape[1], num_heads, hd).transpose(0, 2, 1, 3)

    q, k, v = split(x_q @ w_q), split(x_kv @ w_k), split(x_kv @ w_v)
    s = q @ np.swapaxes(k, -1, -2) / q.dtype.type(np.sqrt(hd))
    causal = np.tril(np.ones(s.shape[-2:], dtype=bool))
    s = np.where(causal, s, -np.inf)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = s.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    e = np.exp(s - mx)
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    ctx = (w @ v).transpose(0, 2, 1, 3).reshape(x_q.shape[0], x_q.shape[1], d_model)
    return ctx @ w_o, w
