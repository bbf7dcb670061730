# mistake: plain max-shifted softmax per head in a loop: a fully masked row gives NaN
import numpy as np
def grouped_query_attention(q, k, v, mask=None):
    B, H, L, D = q.shape; KH = k.shape[1]
    if H % KH:
        raise ValueError("heads")
    g = H // KH
    out = np.empty((B, H, L, v.shape[-1]), q.dtype); W = np.empty((B, H, L, k.shape[2]), q.dtype)
    m = None if mask is None else np.broadcast_to(mask, (B, H, L, k.shape[2]))
    for h in range(H):
        s = q[:, h] @ k[:, h // g].swapaxes(-1, -2) / np.sqrt(D)
        if m is not None:
            s = np.where(m[:, h], s, -np.inf)
        e = np.exp(s - s.max(-1, keepdims=True))
        p = e / e.sum(-1, keepdims=True)
        W[:, h] = p; out[:, h] = p @ v[:, h // g]
    return out, W
