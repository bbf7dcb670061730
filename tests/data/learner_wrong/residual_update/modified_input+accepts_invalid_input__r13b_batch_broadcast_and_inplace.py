# WRONG: checks only the last two axes, so a (1, seq_len, d_model) delta_e broadcasts over the batch instead of raising ValueError; and writes the sum into e itself (np.add(..., out=e)), modifying the caller's input.
import numpy as np


def residual_update(e, delta_e):
    if e.shape[-2:] != delta_e.shape[-2:]:
        raise ValueError(f"token/feature shape mismatch: {e.shape} vs {delta_e.shape}")
    np.add(e, delta_e, out=e, casting="same_kind")
    return e
