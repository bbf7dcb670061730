# MISTAKE: the causal mask is aligned top-left (key j allowed iff j <= i) instead of bottom-right (j <= t_past + i), so new queries cannot see most of the cache.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[2] != k_new.shape[2]:
        raise ValueError("t_new differs between q_new and k_new")
    K = np.concatenate((k_cache, k_new), axis=2)
    V = np.concatenate((v_cache, v_new), axis=2)
    tq, tk = q_new.shape[2], K.shape[2]
    if key_padding_mask is not None and key_padding_mask.shape[-1] != tk:
        raise ValueError("padding mask length must be t_past + t_new")
    scores = np.einsum("bhqd,bhkd->bhqk", q_new, K) / np.sqrt(q_new.shape[-1])
    causal = np.tril(np.ones((tq, tk), dtype=bool))
    keep = causal[None, None]
    if key_padding_mask is not None:
        keep = keep & key_padding_mask[:, None, None, :]
    scores = np.where(keep, scores, -np.inf)
    mx = scores.max(-1, keepdims=True)
    mx = np.where(np.isneginf(mx), 0.0, mx)
    w = np.exp(scores - mx)
    tot = w.sum(-1, keepdims=True)
    w = np.divide(w, tot, out=np.zeros_like(w), where=tot > 0)
    return np.einsum("bhqk,bhkv->bhqv", w, V).astype(q_new.dtype), K, V
