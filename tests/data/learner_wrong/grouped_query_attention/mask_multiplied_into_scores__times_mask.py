# mistake: applies the mask by multiplying the scores by it (masked score 0, not -inf)
import numpy as np
def grouped_query_attention(q, k, v, mask=None):
    H, KH = q.shape[1], k.shape[1]
    if H % KH:
        raise ValueError("heads")
    k = np.repeat(k, H // KH, axis=1); v = np.repeat(v, H // KH, axis=1)
    s = q @ k.swapaxes(-1, -2) / np.sqrt(q.shape[-1])
    if mask is not None:
        s = s * mask
    e = np.exp(s - s.max(-1, keepdims=True))
    p = (e / e.sum(-1, keepdims=True)).astype(q.dtype)
    return (p @ v).astype(q.dtype), p
