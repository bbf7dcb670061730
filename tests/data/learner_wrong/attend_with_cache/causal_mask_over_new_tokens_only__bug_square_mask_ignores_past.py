# https://github.com/jingyaogong/minimind/issues/631
# The causal mask is triu(full((seq_len, seq_len), -inf), 1) over the NEW tokens only, added to the
# (t_new, t_past + t_new) scores: fine for one token, a shape error for a chunk with a cache.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    seq_len = q_new.shape[-2]
    if k_new.shape[-2] != seq_len:
        raise ValueError("t_new mismatch")
    xk = np.concatenate([k_cache, k_new], axis=-2)
    xv = np.concatenate([v_cache, v_new], axis=-2)
    if key_padding_mask is not None and np.shape(key_padding_mask)[-1] != xk.shape[-2]:
        raise ValueError("padding mask length")
    scores = (q_new @ np.swapaxes(xk, -1, -2)) / np.sqrt(q_new.shape[-1])
    if seq_len > 1:
        scores = scores + np.triu(np.full((seq_len, seq_len), -np.inf), 1)[None, None]
    if key_padding_mask is not None:
        scores = np.where(np.asarray(key_padding_mask, bool)[:, None, None, :], scores, -np.inf)
    m = scores.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(scores - m)
    z = e.sum(-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
    return (w @ xv).astype(q_new.dtype), xk, xv
