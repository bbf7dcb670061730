# WRONG: loop over heads slicing features q[..., h::num_heads] (head h owns features h, h+H, ..., not the contiguous block [h*hd, (h+1)*hd)) while the merge concatenates contiguously (not the inverse); and masked scores are filled with -1e9, so a fully masked row gets uniform weights and the average of v instead of zeros.
import math
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    if d_model % num_heads:
        raise ValueError("d_model % num_heads != 0")
    hd = d_model // num_heads
    Q, K, V = x_q @ w_q, x_kv @ w_k, x_kv @ w_v
    B, Lq, _ = Q.shape
    Lk = K.shape[1]
    m = None if mask is None else np.broadcast_to(mask, (B, num_heads, Lq, Lk))
    outs, ws = [], []
    for h in range(num_heads):
        qh, kh, vh = Q[..., h::num_heads], K[..., h::num_heads], V[..., h::num_heads]
        s = qh @ kh.transpose(0, 2, 1) / math.sqrt(hd)
        if m is not None:
            s = np.where(m[:, h], s, -1e9)
        s = s - s.max(-1, keepdims=True)
        p = np.exp(s)
        p /= p.sum(-1, keepdims=True)
        ws.append(p)
        outs.append(p @ vh)
    out = np.concatenate(outs, axis=-1) @ w_o
    return out.astype(x_q.dtype), np.stack(ws, axis=1).astype(x_q.dtype)
