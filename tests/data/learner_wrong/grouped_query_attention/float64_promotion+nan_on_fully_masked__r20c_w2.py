# MISTAKE: (1) a fully masked row is not guarded: it gives NaN instead of zeros; (2) the output/weights are float64 for float32 input (the scale constant np.float64(...) and no astype).
import numpy as np

def grouped_query_attention(q, k, v, mask=None):
    B, H, Tq, D = q.shape
    Hkv = k.shape[1]
    if H % Hkv:
        raise ValueError("groups")
    g = H // Hkv
    outs, ws = [], []
    for h in range(H):
        kh, vh = k[:, h // g].astype(np.float64), v[:, h // g].astype(np.float64)
        s = q[:, h].astype(np.float64) @ kh.transpose(0, 2, 1) / np.sqrt(D)
        if mask is not None:
            mh = np.broadcast_to(mask, (B, H, Tq, kh.shape[1]))[:, h]
            s = np.where(mh, s, -np.inf)
        s = s - s.max(-1, keepdims=True)
        p = np.exp(s); p = p / p.sum(-1, keepdims=True)
        ws.append(p); outs.append(p @ vh)
    return np.stack(outs, 1), np.stack(ws, 1)
