# SOURCE: https://github.com/nyu-mll/jiant/pull/465
# MISTAKE: the sign of the attention mask is flipped: positions where mask is True (real / allowed tokens) are set to
#          -inf and the masked-out positions keep their scores, so attention goes only to the padding / future keys.
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    out = np.where(mask, -np.inf, scores)
    return out.astype(scores.dtype)
