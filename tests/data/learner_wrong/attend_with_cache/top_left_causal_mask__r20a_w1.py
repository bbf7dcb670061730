# MISTAKE: causal mask is top-left aligned (key j allowed iff j <= i) instead of bottom-right (j <= t_past + i), so new tokens cannot see most of the cache.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    B, H, Tn, D = q_new.shape
    if k_new.shape[2] != Tn:
        raise ValueError("t_new differs between q_new and k_new")
    K = np.concatenate((k_cache, k_new), axis=2)
    V = np.concatenate((v_cache, v_new), axis=2)
    T = K.shape[2]
    if key_padding_mask is not None and key_padding_mask.shape != (B, T):
        raise ValueError("key_padding_mask has the wrong length")
    causal = np.tril(np.ones((Tn, T), dtype=bool))
    ok = causal[None, None]
    if key_padding_mask is not None:
        ok = ok & key_padding_mask[:, None, None, :]
    ok = np.broadcast_to(ok, (B, H, Tn, T))
    S = np.einsum("bhqd,bhkd->bhqk", q_new, K) / np.sqrt(D)
    S = np.where(ok, S, -np.inf)
    mx = S.max(-1, keepdims=True)
    mx = np.where(np.isinf(mx), 0.0, mx)
    P = np.where(ok, np.exp(S - mx), 0.0)
    Z = P.sum(-1, keepdims=True)
    P = P / np.where(Z == 0, 1.0, Z)
    return np.einsum("bhqk,bhkd->bhqd", P, V).astype(q_new.dtype), K, V
