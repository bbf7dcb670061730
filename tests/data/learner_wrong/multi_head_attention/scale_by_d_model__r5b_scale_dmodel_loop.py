# mistake: scales every head by 1/sqrt(d_model) instead of 1/sqrt(head_dim); written as a loop over heads
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    if d_model % num_heads != 0:
        raise ValueError("bad heads")
    hd = d_model // num_heads
    q, k, v = x_q @ w_q, x_kv @ w_k, x_kv @ w_v
    b, lq, _ = q.shape
    lk = k.shape[1]
    m = None if mask is None else np.broadcast_to(mask, (b, num_heads, lq, lk))
    outs, ws = [], []
    for i in range(num_heads):
        sl = slice(i * hd, (i + 1) * hd)
        s = q[..., sl] @ np.swapaxes(k[..., sl], -1, -2) / q.dtype.type(np.sqrt(d_model))
        if m is not None:
            s = np.where(m[:, i], s, -np.inf)
        mx = np.max(s, axis=-1, keepdims=True)
        mx = np.where(np.isinf(mx), 0, mx)
        e = np.exp(s - mx)
        z = e.sum(-1, keepdims=True)
        w = np.where(z > 0, e / np.where(z > 0, z, 1), 0).astype(q.dtype)
        ws.append(w)
        outs.append(w @ v[..., sl])
    return np.concatenate(outs, -1) @ w_o, np.stack(ws, axis=1)
