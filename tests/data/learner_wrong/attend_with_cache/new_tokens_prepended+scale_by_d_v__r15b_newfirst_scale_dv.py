# WRONG: grows the caches new-first (concatenate([k_new, k_cache])), so the returned caches and the causal/padding masks (applied by index) refer to the wrong keys, AND scales scores by 1/sqrt(d_v) (v.shape[-1]) instead of 1/sqrt(head_dim).
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    B, H, tn, D = q_new.shape
    if k_new.shape[2] != tn:
        raise ValueError("t_new")
    tp = k_cache.shape[2]
    kc = np.concatenate([k_new, k_cache], axis=2)
    vc = np.concatenate([v_new, v_cache], axis=2)
    dv = vc.shape[-1]
    out = np.zeros((B, H, tn, dv), dtype=q_new.dtype)
    for b in range(B):
        for h in range(H):
            for i in range(tn):
                sc = kc[b, h] @ q_new[b, h, i] / np.sqrt(dv)
                ok = np.arange(tp + tn) <= tp + i
                if key_padding_mask is not None:
                    if key_padding_mask.shape[1] != tp + tn:
                        raise ValueError("mask")
                    ok = ok & key_padding_mask[b]
                if not ok.any():
                    continue
                sc = np.where(ok, sc, -np.inf)
                w = np.exp(sc - sc[ok].max())
                w = w / w.sum()
                out[b, h, i] = w @ vc[b, h]
    return out, kc, vc
