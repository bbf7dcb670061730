# https://github.com/InseeFrLab/torchTextClassifiers/pull/92
# The boolean attention mask is inverted before it reaches SDPA (~mask): the keys that may be
# attended are hidden and the forbidden ones are used.
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    B, Tq, D = x_q.shape
    Tk = x_kv.shape[1]
    if D % num_heads != 0:
        raise ValueError("d_model % num_heads != 0")
    hd = D // num_heads

    def heads(t, n):
        return t.reshape(B, n, num_heads, hd).transpose(0, 2, 1, 3)

    q, k, v = heads(x_q @ w_q, Tq), heads(x_kv @ w_k, Tk), heads(x_kv @ w_v, Tk)
    s = np.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(hd)
    if mask is not None:
        attn_mask = ~np.asarray(mask, dtype=bool)
        s = np.where(attn_mask, s, -np.inf)
    mx = np.max(s, axis=-1, keepdims=True)
    mx = np.where(np.isneginf(mx), 0.0, mx)
    e = np.exp(s - mx)
    den = e.sum(-1, keepdims=True)
    w = np.divide(e, den, out=np.zeros_like(e), where=den > 0)
    ctx = np.einsum("bhqk,bhkd->bhqd", w, v).transpose(0, 2, 1, 3).reshape(B, Tq, D)
    return (ctx @ w_o).astype(x_q.dtype), w.astype(x_q.dtype)
