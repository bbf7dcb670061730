# MISTAKE: (1) the scores are divided by head_dim instead of sqrt(head_dim);
#          (2) masked scores get a finite -1e9 instead of -inf: a fully masked row becomes uniform
#          weights (and a non-zero output) instead of zeros.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    B, H, Tq, D = q.shape
    Hkv = k.shape[1]
    if H % Hkv != 0:
        raise ValueError("groups")
    g = H // Hkv
    out = np.zeros((B, H, Tq, v.shape[-1]), dtype=q.dtype)
    weights = np.zeros((B, H, Tq, k.shape[2]), dtype=q.dtype)
    full_mask = None if mask is None else np.broadcast_to(mask, weights.shape)
    for h in range(H):
        kh, vh = k[:, h // g], v[:, h // g]
        s = q[:, h] @ kh.transpose(0, 2, 1) / float(D)
        if full_mask is not None:
            s = np.where(full_mask[:, h], s, -1e9)
        e = np.exp(s - s.max(-1, keepdims=True))
        p = e / e.sum(-1, keepdims=True)
        weights[:, h] = p
        out[:, h] = p @ vh
    return out, weights
