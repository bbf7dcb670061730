# WRONG: no causal mask at all (right for t_new == 1, wrong for a chunk of several new tokens, where early new queries see later new keys). Padding, caches, checks and dtype right.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[2] != k_new.shape[2]:
        raise ValueError("t_new differs")
    keys = np.concatenate([k_cache, k_new], axis=2)
    vals = np.concatenate([v_cache, v_new], axis=2)
    total = keys.shape[2]
    logits = np.einsum("bhqd,bhkd->bhqk", q_new, keys) * q_new.dtype.type(q_new.shape[-1] ** -0.5)
    if key_padding_mask is not None:
        if key_padding_mask.shape != (q_new.shape[0], total):
            raise ValueError("key_padding_mask must be (batch, t_past + t_new)")
        pm = key_padding_mask[:, None, None, :]
        logits = np.where(pm, logits, -np.inf)
    peak = logits.max(axis=-1, keepdims=True)
    peak[np.isneginf(peak)] = 0
    p = np.exp(logits - peak)
    s = p.sum(axis=-1, keepdims=True)
    p = np.divide(p, s, out=np.zeros_like(p), where=s > 0)
    return np.einsum("bhqk,bhkd->bhqd", p, vals), keys, vals
