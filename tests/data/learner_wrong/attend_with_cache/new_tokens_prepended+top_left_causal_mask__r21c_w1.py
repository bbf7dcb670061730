# MISTAKE: (1) causal mask is top-left aligned (key j allowed iff j <= i), forgetting the t_past offset, so
#          the new tokens barely see the cache; (2) the caches are grown in the wrong order: new tokens
#          first, then the old ones (np.concatenate([k_new, k_cache])).
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[2] != k_new.shape[2]:
        raise ValueError("t_new mismatch")
    K = np.concatenate([k_new, k_cache], axis=2)
    V = np.concatenate([v_new, v_cache], axis=2)
    tq, tk = q_new.shape[2], K.shape[2]
    causal = np.tril(np.ones((tq, tk), dtype=bool))
    if key_padding_mask is not None:
        if key_padding_mask.shape[-1] != tk:
            raise ValueError("padding mask length")
        causal = causal & key_padding_mask[:, None, None, :]
    s = np.einsum("bhqd,bhkd->bhqk", q_new, K) / np.sqrt(q_new.shape[-1]).astype(q_new.dtype)
    s = np.where(causal, s, -np.inf)
    mx = s.max(-1, keepdims=True)
    mx = np.where(mx == -np.inf, 0, mx)
    p = np.exp(s - mx)
    tot = p.sum(-1, keepdims=True)
    p = np.where(tot > 0, p / np.where(tot > 0, tot, 1), 0)
    return np.einsum("bhqk,bhkd->bhqd", p, V).astype(q_new.dtype), K, V
