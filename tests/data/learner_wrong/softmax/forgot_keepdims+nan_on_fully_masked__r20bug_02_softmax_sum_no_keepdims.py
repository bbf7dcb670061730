# SOURCE: https://github.com/sahandsafizadeh/qeep/pull/29
# BUG: "Softmax activation only worked correctly along dim=0": the SumAlong reduction drops the reduced
#      dimension and it is not unsqueezed again, so the division broadcasts the sums against the wrong axis.
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    m = np.max(x, axis=axis, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(x - m)
    s = np.sum(e, axis=axis)           # BUG: reduced dim not re-inserted (no keepdims / unsqueeze)
    with np.errstate(invalid="ignore", divide="ignore"):
        out = e / s                    # broadcasts along the trailing axis, only right for axis=0 on 2-D
    out = np.nan_to_num(out, nan=0.0)
    return out.astype(x.dtype, copy=False)
