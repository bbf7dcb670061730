# mistake: per-head loop with kv head h % num_kv_heads (tiled map written as a loop)
import numpy as np

def grouped_query_attention(q, k, v, mask=None):
    B, H, Lq, D = q.shape
    Hkv = k.shape[1]
    if H % Hkv:
        raise ValueError
    outs, ws = [], []
    for h in range(H):
        kh, vh = k[:, h % Hkv], v[:, h % Hkv]
        s = q[:, h] @ np.swapaxes(kh, -1, -2) / np.sqrt(D)
        if mask is not None:
            mh = np.broadcast_to(mask, (B, H, Lq, k.shape[2]))[:, h]
            s = np.where(mh, s, -np.inf)
        m = s.max(-1, keepdims=True)
        m = np.where(np.isfinite(m), m, 0)
        e = np.exp(s - m)
        z = e.sum(-1, keepdims=True)
        w = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
        ws.append(w); outs.append(w @ vh)
    return np.stack(outs, 1).astype(q.dtype), np.stack(ws, 1).astype(q.dtype)
