# MISTAKE: no guard for a fully masked query row -- masked scores are -inf and the softmax subtracts the row max (-inf), so such a row becomes NaN instead of zero weights / zero output.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    num_heads, num_kv = q.shape[1], k.shape[1]
    if num_heads % num_kv != 0:
        raise ValueError("heads not divisible")
    g = num_heads // num_kv
    outs, ws = [], []
    for h in range(num_heads):
        kh = k[:, h // g]
        vh = v[:, h // g]
        s = q[:, h] @ kh.transpose(0, 2, 1) / np.sqrt(q.shape[-1])
        if mask is not None:
            mh = np.broadcast_to(mask, (q.shape[0], num_heads, q.shape[2], k.shape[2]))[:, h]
            s = np.where(mh, s, -np.inf)
        with np.errstate(invalid="ignore"):
            e = np.exp(s - s.max(-1, keepdims=True))
            w = e / e.sum(-1, keepdims=True)
        ws.append(w)
        outs.append(w @ vh)
    return np.stack(outs, 1).astype(q.dtype), np.stack(ws, 1).astype(q.dtype)
