# SOURCE: https://github.com/time-series-foundation-models/lag-llama/issues/81
# BUG: "Causal Attention Error": with kv_cache on, attention is computed with F.scaled_dot_product_attention
#      without a proper causal mask for the step that brings the whole context (the first step, before
#      the cache is initialised), so the new tokens of that step see later new tokens.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    q_new = np.asarray(q_new); k_cache = np.asarray(k_cache); v_cache = np.asarray(v_cache)
    k_new = np.asarray(k_new); v_new = np.asarray(v_new)
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("q_new and k_new must bring the same number of tokens")
    k = np.concatenate([k_cache, k_new], axis=-2)
    v = np.concatenate([v_cache, v_new], axis=-2)
    t_all = k.shape[-2]
    s = q_new @ np.swapaxes(k, -1, -2) / np.sqrt(q_new.shape[-1])
    # BUG: no causal mask at all when a cache is in use
    if key_padding_mask is not None:
        key_padding_mask = np.asarray(key_padding_mask, dtype=bool)
        if key_padding_mask.shape[-1] != t_all:
            raise ValueError("key_padding_mask must cover t_past + t_new keys")
        s = np.where(key_padding_mask[:, None, None, :], s, -np.inf)
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = np.sum(e, axis=-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
    out = (w @ v).astype(q_new.dtype, copy=False)
    return out, k, v
