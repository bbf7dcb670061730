import numpy as np


def _attend(q, k, v, mask):
    s = q @ k.swapaxes(-1, -2) / np.sqrt(q.shape[-1]).astype(q.dtype)
    if mask is not None:
        s = np.where(mask, s, np.array(-np.inf, dtype=s.dtype))
    mx = np.max(s, axis=-1, keepdims=True)
    mx[np.isneginf(mx)] = 0
    e = np.exp(s - mx)
    tot = e.sum(axis=-1, keepdims=True)
    tot[tot == 0] = 1
    w = e / tot
    return w @ v, w


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = x_q.shape[-1]
    if d_model % num_heads != 0:
        raise ValueError("heads")
    hd = d_model // num_heads
    q, k, v = x_q @ w_q, x_kv @ w_k, x_kv @ w_v
    B, Tq, Tk = x_q.shape[0], x_q.shape[1], x_kv.shape[1]
    full = None if mask is None else np.broadcast_to(mask, (B, num_heads, Tq, Tk))
    outs, ws = [], []
    for h in range(num_heads):
        sl = slice(h * hd, (h + 1) * hd)
        o, w = _attend(q[..., sl], k[..., sl], v[..., sl], None if full is None else full[:, h])
        outs.append(o)
        ws.append(w)
    merged = np.concatenate(outs, axis=-1)
    return merged @ w_o, np.stack(ws, axis=1)
