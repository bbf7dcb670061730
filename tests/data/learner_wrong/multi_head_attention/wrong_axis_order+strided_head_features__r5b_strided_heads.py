# mistake: head i takes the strided features i::num_heads instead of the contiguous block [i*hd, (i+1)*hd) (split AND merge interleaved)
import numpy as np


def _softmax(s):
    mx = np.max(s, -1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    e = np.exp(s - mx)
    z = e.sum(-1, keepdims=True)
    return np.divide(e, z, out=np.zeros_like(e), where=z > 0)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    if d_model % num_heads:
        raise ValueError("d_model % num_heads")
    hd = d_model // num_heads
    q, k, v = x_q @ w_q, x_kv @ w_k, x_kv @ w_v
    ctx = np.zeros_like(q)
    ws = []
    for i in range(num_heads):
        s = q[..., i::num_heads] @ np.swapaxes(k[..., i::num_heads], -1, -2) / q.dtype.type(np.sqrt(hd))
        if mask is not None:
            s = np.where(np.broadcast_to(mask, (q.shape[0], num_heads, q.shape[1], k.shape[1]))[:, i], s, -np.inf)
        w = _softmax(s)
        ws.append(w)
        ctx[..., i::num_heads] = w @ v[..., i::num_heads]
    return ctx @ w_o, np.stack(ws, 1)
