"""Reference: the residual update E' = E + ΔE.

Attention does not replace a token's vector; it computes a change ΔE (the weighted sum of the
values, projected by W_O) that is added to the vector the token already had -- a residual
connection (He et al. 2016; Vaswani et al. 2017, §3.1). The original meaning stays and context is
added on top: 'hotpot' keeps being a hotpot and gains 'spicy' and 'Sichuan'.
"""

import numpy as np


def residual_update(e, delta_e):
    """e + delta_e for arrays of exactly the same shape (no silent broadcasting), in the dtype of e."""
    e = np.asarray(e)
    delta_e = np.asarray(delta_e)
    if e.shape != delta_e.shape:
        raise ValueError(f"e has shape {e.shape} but delta_e has shape {delta_e.shape}")
    if delta_e.dtype != e.dtype and e.dtype.kind == "f":
        delta_e = delta_e.astype(e.dtype)   # the residual stream keeps its dtype (a float32 e stays float32)
    return e + delta_e                      # (..., seq_len, d_model), a new array
