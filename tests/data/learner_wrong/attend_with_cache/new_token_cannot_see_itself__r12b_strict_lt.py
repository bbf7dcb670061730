# WRONG: off-by-one in the bottom-right causal mask: key j allowed iff j < t_past + i (strict), so every new token is hidden from its own key (and with t_past = 0 the first token sees nothing and gets a zero row); everything else is right.
import math
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    B, H, tn, d = q_new.shape
    if k_new.shape[2] != tn:
        raise ValueError("q_new and k_new must have the same t_new")
    tp = k_cache.shape[2]
    keys = np.concatenate([k_cache, k_new], axis=2)
    vals = np.concatenate([v_cache, v_new], axis=2)
    T = tp + tn
    allow = np.zeros((tn, T), dtype=bool)
    for i in range(tn):
        allow[i, : tp + i] = True
    allow = np.broadcast_to(allow, (B, 1, tn, T))
    if key_padding_mask is not None:
        if key_padding_mask.shape != (B, T):
            raise ValueError("key_padding_mask must be (batch, t_past + t_new)")
        allow = allow & key_padding_mask[:, None, None, :]
    sc = q_new @ keys.transpose(0, 1, 3, 2) / math.sqrt(d)
    sc = np.where(allow, sc, -np.inf)
    mx = sc.max(-1, keepdims=True)
    mx = np.where(np.isneginf(mx), 0, mx)
    ex = np.exp(sc - mx)
    den = ex.sum(-1, keepdims=True)
    w = np.divide(ex, den, out=np.zeros_like(ex), where=den > 0)
    return (w @ vals).astype(q_new.dtype), keys, vals
