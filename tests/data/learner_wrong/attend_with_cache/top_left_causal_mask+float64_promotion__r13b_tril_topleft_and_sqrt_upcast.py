# WRONG: causal mask is np.tril(ones((t_new, T))) aligned top-left (new query i sees keys j <= i, not j <= t_past + i); and scores / np.sqrt(head_dim) promotes float32 to float64 (output float64).
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    B, H, tn, D = q_new.shape
    if k_new.shape[2] != tn:
        raise ValueError("t_new mismatch")
    K = np.concatenate((k_cache, k_new), axis=2)
    V = np.concatenate((v_cache, v_new), axis=2)
    T = K.shape[2]
    causal = np.tril(np.ones((tn, T), dtype=bool))
    mask = np.broadcast_to(causal, (B, H, tn, T))
    if key_padding_mask is not None:
        if key_padding_mask.shape != (B, T):
            raise ValueError("bad padding mask")
        mask = mask & key_padding_mask[:, None, None, :]
    att = np.einsum("bhqd,bhkd->bhqk", q_new, K) / np.sqrt(D)
    att = np.where(mask, att, -np.inf)
    m = np.max(att, axis=-1, keepdims=True)
    m[~np.isfinite(m)] = 0
    p = np.exp(att - m) * mask
    s = p.sum(-1, keepdims=True)
    p = np.divide(p, s, out=np.zeros_like(p), where=s > 0)
    return np.einsum("bhqk,bhkd->bhqd", p, V), K, V
