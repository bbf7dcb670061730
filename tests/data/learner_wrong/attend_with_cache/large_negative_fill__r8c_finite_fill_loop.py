# Masked scores are filled with -1e9 (finite) instead of -inf, so a query whose keys are all masked gets the plain average of all values instead of a zero output; written as a loop over the batch.
import math
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    B, H, t_new, d = q_new.shape
    if k_new.shape[2] != t_new:
        raise ValueError("t_new differs")
    t_past = k_cache.shape[2]
    K = np.concatenate([k_cache, k_new], axis=2)
    V = np.concatenate([v_cache, v_new], axis=2)
    T = t_past + t_new
    if key_padding_mask is not None and np.shape(key_padding_mask) != (B, T):
        raise ValueError("key_padding_mask must be (batch, t_past + t_new)")
    causal = np.arange(T)[None, :] <= np.arange(t_past, T)[:, None]
    out = np.zeros(q_new.shape[:-1] + (V.shape[-1],), dtype=q_new.dtype)
    for b in range(B):
        allow = causal if key_padding_mask is None else causal & key_padding_mask[b][None, :]
        s = q_new[b] @ K[b].transpose(0, 2, 1) / math.sqrt(d)
        s = np.where(allow, s, -1e9)
        s = s - s.max(-1, keepdims=True)
        p = np.exp(s)
        p /= p.sum(-1, keepdims=True)
        out[b] = p @ V[b]
    return out, K, V
