import numpy as np
def grouped_query_attention(q, k, v, mask=None):
    B, H, L, D = q.shape
    KH = k.shape[1]
    if H % KH:
        raise ValueError("heads")
    g = H // KH
    qg = q.reshape(B, KH, g, L, D)
    s = np.einsum('bkgqd,bksd->bkgqs', qg, k) / np.sqrt(D)
    s = s.reshape(B, H, L, k.shape[2])
    if mask is not None:
        s = np.where(np.broadcast_to(mask, s.shape), s, -np.inf)
    mx = s.max(-1, keepdims=True)
    mx[np.isneginf(mx)] = 0
    e = np.exp(s - mx)
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z != 0).astype(q.dtype)
    o = np.einsum('bkgqs,bksd->bkgqd', w.reshape(B, KH, g, L, -1), v).reshape(B, H, L, v.shape[-1])
    return o.astype(q.dtype), w
