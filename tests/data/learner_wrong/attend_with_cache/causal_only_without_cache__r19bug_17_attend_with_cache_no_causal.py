# SOURCE: https://github.com/mlx-node/mlx-node/pull/24
# BUG: The causal mask is only set when seq_len > 1 and seq_len == kv_len; with an existing cache and a
#      multi-token chunk (seq_len > 1, kv_len > seq_len) no causal mask is applied, so tokens of the
#      chunk attend to later tokens of the same chunk.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    q_new = np.asarray(q_new); k_new = np.asarray(k_new); v_new = np.asarray(v_new)
    k_cache = np.asarray(k_cache); v_cache = np.asarray(v_cache)
    if q_new.shape[-2] != k_new.shape[-2] or k_new.shape[-2] != v_new.shape[-2]:
        raise ValueError("t_new differs")
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, v_new], axis=-2)
    t_new, t_all = q_new.shape[-2], k_all.shape[-2]
    scores = (q_new @ np.swapaxes(k_all, -1, -2)) / np.sqrt(q_new.shape[-1]).astype(q_new.dtype)
    allowed = np.ones((t_new, t_all), dtype=bool)
    if t_new > 1 and t_new == t_all:        # causal only without a cache (the reported bug)
        allowed = np.tril(allowed)
    allowed = np.broadcast_to(allowed, scores.shape)
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.shape[-1] != t_all:
            raise ValueError("padding mask has the wrong length")
        allowed = allowed & kpm[:, None, None, :]
    scores = np.where(allowed, scores, -np.inf)
    mx = np.max(scores, axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    e = np.exp(scores - mx)
    s = np.sum(e, axis=-1, keepdims=True)
    w = np.where(s > 0, e / np.where(s > 0, s, 1.0), 0.0).astype(q_new.dtype, copy=False)
    out = (w @ v_all).astype(q_new.dtype, copy=False)
    return out, k_all, v_all
