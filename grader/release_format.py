"""How a released (student) pack stores its public cases: inputs and expected outputs as JSON.

A released pack has no references, so ``exercises/public/<id>.json`` carries what grading the
public cases needs. Arrays are ``{"dtype", "shape", "data"}`` with inf/nan written as strings.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .cases import Case
from .report import jsonable
from .run import PreparedCase
from .schema import Text, Tolerance


def encode_value(value: Any) -> Any:
    if isinstance(value, np.ndarray):
        return {"dtype": str(value.dtype), "shape": list(value.shape), "data": jsonable(value.ravel())}
    return {"value": value}


def decode_value(obj: dict) -> Any:
    if "value" in obj:
        return obj["value"]
    data = [float(x) if isinstance(x, str) else x for x in obj["data"]]
    return np.array(data, dtype=obj["dtype"]).reshape(obj["shape"])


def encode_case(prepared: PreparedCase) -> dict:
    case = prepared.case
    return {
        "name": case.name,
        "weight": case.weight,
        "raises": case.raises,
        "properties": list(case.properties),
        "tolerance": case.tolerance.model_dump() if case.tolerance else None,
        "description": case.description.model_dump() if case.description else None,
        "args": {k: encode_value(v) for k, v in case.args.items()},
        "expected": [encode_value(e) for e in prepared.expected] if prepared.expected is not None else None,
    }


def decode_case(obj: dict) -> PreparedCase:
    case = Case(
        name=obj["name"], visibility="public", weight=float(obj.get("weight", 1.0)),
        args={k: decode_value(v) for k, v in obj["args"].items()}, raises=obj.get("raises"),
        properties=tuple(obj.get("properties", ())),
        tolerance=Tolerance(**obj["tolerance"]) if obj.get("tolerance") else None,
        description=Text(**obj["description"]) if obj.get("description") else None,
    )
    expected = tuple(decode_value(e) for e in obj["expected"]) if obj.get("expected") is not None else None
    return PreparedCase(case, expected)
