# MISTAKE: the output projection is forgotten: the merged heads are returned without `@ w_o`.
import numpy as np


def _softmax_safe(s):
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isneginf(m), 0.0, m)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    return np.divide(e, z, out=np.zeros_like(e), where=z > 0)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    dt = np.result_type(x_q, x_kv, w_q)
    b, tq, d = x_q.shape
    if d % num_heads:
        raise ValueError("d_model % num_heads")
    hd = d // num_heads
    q = np.einsum('btd,de->bte', x_q, w_q).reshape(b, tq, num_heads, hd)
    k = np.einsum('btd,de->bte', x_kv, w_k).reshape(b, -1, num_heads, hd)
    v = np.einsum('btd,de->bte', x_kv, w_v).reshape(b, -1, num_heads, hd)
    s = np.einsum('bihx,bjhx->bhij', q, k) / np.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    p = _softmax_safe(s)
    ctx = np.einsum('bhij,bjhx->bihx', p, v).reshape(b, tq, d)
    return ctx.astype(dt), p.astype(dt)
