# Wrong: additive mask with flipped polarity (True treated as "masked", PyTorch key_padding_mask style), and the float64 additive mask upcasts float32 scores to float64.
import numpy as np


def _to_additive(mask):
    # torch: attn_mask = torch.zeros_like(m, dtype=float).masked_fill(m, float('-inf'))
    return np.where(mask, -np.inf, 0.0)


def apply_mask(scores, mask):
    if mask is None:
        return np.array(scores, copy=True)
    return scores + _to_additive(mask)
