# MISTAKE: (1) no causal mask among the new tokens of a chunk: every new query sees all new keys (only the padding mask is applied); (2) a padding mask of the wrong length is silently sliced to the last t_past+t_new entries instead of raising ValueError.
import numpy as np

def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[2] != k_new.shape[2]:
        raise ValueError("q_new / k_new length differ")
    keys = np.concatenate((k_cache, k_new), axis=2)
    vals = np.concatenate((v_cache, v_new), axis=2)
    T = keys.shape[2]
    scores = np.einsum("bhqd,bhkd->bhqk", q_new, keys) / np.sqrt(q_new.shape[-1])
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)[:, -T:]
        scores = np.where(kpm[:, None, None, :], scores, -np.inf)
    top = scores.max(-1, keepdims=True)
    top = np.where(np.isneginf(top), 0.0, top)
    p = np.exp(scores - top)
    tot = p.sum(-1, keepdims=True)
    p = np.divide(p, tot, out=np.zeros_like(p), where=tot > 0)
    out = np.einsum("bhqk,bhkd->bhqd", p, vals)
    return out.astype(q_new.dtype), keys, vals
