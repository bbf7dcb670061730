# https://github.com/meta-llama/llama/issues/899
# Bug: the causal mask is built square (t_new, t_new) as triu(-inf, diagonal=t_past+1) and added to scores of shape (t_new, t_past+t_new): crashes (broadcast error) for a chunk t_new>1 with t_past>0; otherwise (t_past=0 or t_new=1) correct.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("q_new and k_new have different t_new")
    k = np.concatenate([k_cache, k_new], axis=-2)
    v = np.concatenate([v_cache, v_new], axis=-2)
    t_past = k_cache.shape[-2]
    t_new = q_new.shape[-2]
    t_all = t_past + t_new
    if key_padding_mask is not None and key_padding_mask.shape[-1] != t_all:
        raise ValueError("key_padding_mask does not cover t_past + t_new keys")
    d = q_new.shape[-1]
    scores = q_new @ np.swapaxes(k, -1, -2) / np.sqrt(d).astype(q_new.dtype)
    # llama: mask = torch.full((seqlen, seqlen), -inf).triu(diagonal=start_pos + 1)
    mask = np.triu(np.full((t_new, t_new), -np.inf, dtype=scores.dtype), k=t_past + 1)
    scores = scores + mask
    if key_padding_mask is not None:
        scores = np.where(key_padding_mask[:, None, None, :], scores, -np.inf)
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(scores - m)
    s = e.sum(axis=-1, keepdims=True)
    w = np.where(s > 0, e / np.where(s > 0, s, 1), 0).astype(q_new.dtype)
    out = (w @ v).astype(q_new.dtype)
    return out, k, v
