# WRONG: masks multiplicatively after exp (exp(s - max) * allowed) with the max taken over ALL scores, masked ones included; when a masked key (a future token or padding) has a much larger score the allowed weights underflow to 0 and the row comes out zero/wrong.
import math
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new:
        raise ValueError("q_new and k_new must have the same t_new")
    t_past = k_cache.shape[-2]
    K = np.concatenate([k_cache, k_new], axis=-2)
    V = np.concatenate([v_cache, v_new], axis=-2)
    T = t_past + t_new
    allowed = np.arange(T)[None, :] <= (t_past + np.arange(t_new))[:, None]
    allowed = np.broadcast_to(allowed, q_new.shape[:-2] + (t_new, T))
    if key_padding_mask is not None:
        if key_padding_mask.shape[-1] != T:
            raise ValueError("key_padding_mask must cover t_past + t_new keys")
        allowed = allowed & key_padding_mask[:, None, None, :]
    logits = np.einsum("bhqd,bhkd->bhqk", q_new, K) / math.sqrt(q_new.shape[-1])
    w = np.exp(logits - logits.max(axis=-1, keepdims=True)) * allowed
    norm = w.sum(axis=-1, keepdims=True)
    w = w / np.where(norm > 0, norm, 1.0)
    return np.einsum("bhqk,bhkd->bhqd", w, V).astype(q_new.dtype), K, V
