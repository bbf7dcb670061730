"""Case generators for scaled_dot_product_attention: inputs with a planted structure that random
arrays would only hit by luck. Each takes a numpy Generator and returns the call's arguments."""

import numpy as np


def masked_key_larger(rng):
    """Key 1 is masked for every query, and its score is the LARGEST of each row (by about 8 after
    scaling). Masking after the softmax, adding the mask, or ignoring it all let it win."""
    q = rng.standard_normal((2, 3, 4))
    q[..., 0] = 2.0 + np.abs(q[..., 0])  # every query leans on feature 0
    k = rng.standard_normal((2, 4, 4))
    k[:, 1, :] = [8.0, 0.0, 0.0, 0.0]  # key 1 matches feature 0 strongly: score >= 16 / sqrt(4) = 8
    v = rng.standard_normal((2, 4, 3))
    mask = np.ones((2, 3, 4), dtype=bool)
    mask[:, :, 1] = False
    mask[1, 2, 3] = False
    return {"q": q, "k": k, "v": v, "mask": mask}


def masked_key_huge(rng):
    """The masked key's score is about 2000 above the kept ones: softmax first, then zeroing and
    renormalising divides 0 by 0 (the kept weights underflowed). -inf before the softmax is exact."""
    q = rng.standard_normal((2, 4))
    q[:, 0] = 1.0 + np.abs(q[:, 0])
    k = rng.standard_normal((5, 4))
    k[2] = [2000.0, 0.0, 0.0, 0.0]
    v = rng.standard_normal((5, 3))
    mask = np.ones((2, 5), dtype=bool)
    mask[:, 2] = False
    return {"q": q, "k": k, "v": v, "mask": mask}


def rows_2000_apart(rng):
    """Batch 0's scores sit near +1000, batch 1's near -1000 (after scaling): the max must be
    subtracted per row, and exp() of either extreme alone overflows or underflows."""
    q = 0.5 * rng.standard_normal((2, 3, 4))
    q[0, :, 0] += 200.0
    q[1, :, 0] -= 200.0
    k = 0.5 * rng.standard_normal((2, 5, 4))
    k[..., 0] = 10.0 + 0.01 * rng.standard_normal((2, 5))  # a shared component: score ~ +-2000 / 2
    v = rng.standard_normal((2, 5, 2))
    return {"q": q, "k": k, "v": v}


def rows_apart_above_zero(rng):
    """Batch 0's scores sit near +1000, batch 1's near 0: one maximum for the whole array underflows
    batch 1, while a row max floored at 0 does not (it tells the two stability mistakes apart)."""
    q = 0.5 * rng.standard_normal((2, 3, 4))
    q[0, :, 0] += 200.0
    k = 0.5 * rng.standard_normal((2, 5, 4))
    k[..., 0] = 10.0 + 0.01 * rng.standard_normal((2, 5))
    v = rng.standard_normal((2, 5, 2))
    return {"q": q, "k": k, "v": v}
